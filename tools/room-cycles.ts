// Import circles between rooms: the module graph collapsed to rooms (domain/src/<wing>/<room>/), then Tarjan's strongly
// connected components; each component of two or more rooms is a circle, reported with one module import per step.

export type ModuleEdge = { from: string; to: string };

export type RoomCycle = {
  /** The rooms of one strongly connected component, sorted. */
  rooms: string[];
  /** One circle through the component, as module imports: rooms[0] -> ... -> back to rooms[0]. */
  path: ModuleEdge[];
};

const ROOM = /^domain\/src\/(kernel|platform|register|documents|governance)\/([^/]+)\//;

/** `platform/audit` for `domain/src/platform/audit/record-audit-event.ts`; undefined outside a room (the entry files). */
export function roomOf(modulePath: string): string | undefined {
  const match = ROOM.exec(modulePath);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

/**
 * Imports that do not count between rooms: the two kernel collectors reading the rooms' leaf declaration files
 * (checked to be leaves by .dependency-cruiser.cjs), so they close no circle.
 */
export function isCollectorEdge({ from, to }: ModuleEdge): boolean {
  return (
    (from === 'domain/src/kernel/i18n/catalogue.ts' && to.endsWith('.messages.ts')) ||
    (from === 'domain/src/kernel/errors/error-codes.ts' && to.endsWith('.errors.ts'))
  );
}

export function findRoomCycles(edges: Iterable<ModuleEdge>): RoomCycle[] {
  // room -> room -> first module import seen between them
  const graph = new Map<string, Map<string, ModuleEdge>>();
  for (const edge of edges) {
    if (isCollectorEdge(edge)) continue;
    const from = roomOf(edge.from);
    const to = roomOf(edge.to);
    if (!from || !to || from === to) continue;
    const targets = graph.get(from) ?? new Map<string, ModuleEdge>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
    if (!graph.has(to)) graph.set(to, new Map());
  }

  const components = stronglyConnected(graph).filter((rooms) => rooms.length > 1);
  return components
    .map((rooms) => {
      const sorted = [...rooms].sort();
      return { rooms: sorted, path: circleThrough(sorted[0]!, new Set(sorted), graph) };
    })
    .sort((a, b) => a.rooms[0]!.localeCompare(b.rooms[0]!));
}

/** Tarjan's algorithm, iterative so a long chain cannot overflow the stack. */
function stronglyConnected(graph: Map<string, Map<string, ModuleEdge>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: [...graph.get(node)!.keys()].sort()[Symbol.iterator]() });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** A shortest circle from `start` back to itself inside one component (breadth-first), as module imports. */
function circleThrough(start: string, within: Set<string>, graph: Map<string, Map<string, ModuleEdge>>): ModuleEdge[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const room = queue.shift()!;
    for (const target of [...graph.get(room)!.keys()].sort()) {
      if (!within.has(target)) continue;
      if (target === start) {
        const rooms = [target, room];
        for (let at = room; at !== start; at = cameFrom.get(at)!) rooms.push(cameFrom.get(at)!);
        rooms.reverse();
        return rooms.slice(1).map((to, i) => graph.get(rooms[i]!)!.get(to)!);
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, room);
      queue.push(target);
    }
  }
  return [];
}

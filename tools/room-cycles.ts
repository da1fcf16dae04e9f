// Import circles between rooms: the module graph collapsed to rooms (domain/src/<wing>/<room>/), then Tarjan's strongly
// connected components; each component of two or more rooms is a circle, reported with one module import per step.
//
// A room has two layers, checked apart: its schema (the MikroORM entities, `*.entity.ts`) and its code (everything
// else). The schema is one database: a relation points from the dependent table to the one it depends on (a posting to
// its shareholder), and any room may read the tables of its own wing and the wings below (the wing rule still applies).
// So an import of an entity by code counts in neither graph; entities importing entities form the schema graph; every
// other import between rooms (code to code, an entity to a declaration) forms the code graph. Neither may have a circle.

export type ModuleEdge = { from: string; to: string };

export type Layer = 'code' | 'schema';

export type RoomCycle = {
  layer: Layer;
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
 * Imports that do not count between rooms: the two collectors (domain/src/collected/) reading the rooms' leaf declaration files
 * (checked to be leaves by .dependency-cruiser.cjs), so they close no circle.
 */
export function isCollectorEdge({ from, to }: ModuleEdge): boolean {
  return (
    (from === 'domain/src/collected/message-catalogue.ts' && to.endsWith('.messages.ts')) ||
    (from === 'domain/src/collected/error-codes.ts' && to.endsWith('.errors.ts'))
  );
}

const isEntity = (modulePath: string) => modulePath.endsWith('.entity.ts');

/** Which room graph an import between rooms belongs to; undefined for code reading an entity. */
export function layerOf({ from, to }: ModuleEdge): Layer | undefined {
  if (!isEntity(to)) return 'code';
  return isEntity(from) ? 'schema' : undefined;
}

export function findRoomCycles(edges: Iterable<ModuleEdge>): RoomCycle[] {
  // layer -> room -> room -> first module import seen between them
  const graphs = { code: new Map<string, Map<string, ModuleEdge>>(), schema: new Map<string, Map<string, ModuleEdge>>() };
  for (const edge of edges) {
    if (isCollectorEdge(edge)) continue;
    const from = roomOf(edge.from);
    const to = roomOf(edge.to);
    const layer = layerOf(edge);
    if (!from || !to || from === to || !layer) continue;
    const graph = graphs[layer];
    const targets = graph.get(from) ?? new Map<string, ModuleEdge>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
    if (!graph.has(to)) graph.set(to, new Map());
  }

  return (['code', 'schema'] as const).flatMap((layer) =>
    stronglyConnected(graphs[layer])
      .filter((rooms) => rooms.length > 1)
      .map((rooms) => {
        const sorted = [...rooms].sort();
        return { layer, rooms: sorted, path: circleThrough(sorted[0]!, new Set(sorted), graphs[layer]) };
      })
      .sort((a, b) => a.rooms[0]!.localeCompare(b.rooms[0]!)),
  );
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

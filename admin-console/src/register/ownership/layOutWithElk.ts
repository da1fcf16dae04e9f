import type { OwnershipMapView } from '@andel/domain/shared';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { Edge, Node } from '@xyflow/react';

const elk = new ELK();
const [width, height] = [200, 56];

/** Positions for the map's boxes by elkjs's layered layout, owners above the company and subsidiaries below. */
export const layOutWithElk = async (map: OwnershipMapView): Promise<{ nodes: Node[]; edges: Edge[] }> => {
  const edges = map.edges.map((e, i) => ({ id: `e${i}`, sources: [e.ownerKey], targets: [e.ownedKey] }));
  const graph = await elk.layout({
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'DOWN', 'elk.spacing.nodeNode': '30', 'elk.layered.spacing.nodeNodeBetweenLayers': '60' },
    children: map.nodes.map((n) => ({ id: n.key, width, height })),
    edges,
  });
  const position = new Map((graph.children ?? []).map((c) => [c.id, { x: c.x ?? 0, y: c.y ?? 0 }]));
  return {
    nodes: map.nodes.map((n) => ({
      id: n.key,
      position: position.get(n.key) ?? { x: 0, y: 0 },
      data: { label: `${n.name}\n${n.organizationNumber ?? n.birthYear ?? ''}` },
      style: { width, whiteSpace: 'pre-line', fontSize: 12, background: n.key === map.rootKey ? '#c8e6c9' : n.kind === 'PERSON' ? '#fff3e0' : '#e3f2fd' },
    })),
    edges: map.edges.map((e, i) => ({ id: `e${i}`, source: e.ownerKey, target: e.ownedKey, label: `${e.ownershipInPercent} %`, markerEnd: { type: 'arrowclosed' as never } })),
  };
};

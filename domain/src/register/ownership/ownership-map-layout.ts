import type { OwnershipMapEdge, OwnershipMapNode, OwnershipMapView } from './ownership-views';

export const boxWidth = 190;
export const boxHeight = 52;
const columnGap = 30;
const rowGap = 70;
const margin = 20;

export type PlacedNode = OwnershipMapNode & { x: number; y: number };
export type PlacedEdge = OwnershipMapEdge & { from: { x: number; y: number }; to: { x: number; y: number } };

/**
 * Where the downloads draw each box (pure): one row per level, owners above the company and subsidiaries below,
 * boxes of a row side by side and centred; each stake a line from the owner's box to the owned one's.
 */
export const layOutOwnershipMap = (map: OwnershipMapView) => {
  const levels = [...new Set(map.nodes.map((n) => n.level))].sort((a, b) => a - b);
  const rows = levels.map((level) => map.nodes.filter((n) => n.level === level));
  const widest = Math.max(1, ...rows.map((r) => r.length));
  const width = margin * 2 + widest * boxWidth + (widest - 1) * columnGap;
  const height = margin * 2 + rows.length * boxHeight + Math.max(0, rows.length - 1) * rowGap;
  const placed = new Map<string, PlacedNode>();
  rows.forEach((row, r) => {
    const rowWidth = row.length * boxWidth + (row.length - 1) * columnGap;
    row.forEach((node, i) => placed.set(node.key, { ...node, x: (width - rowWidth) / 2 + i * (boxWidth + columnGap), y: margin + r * (boxHeight + rowGap) }));
  });
  const edges: PlacedEdge[] = map.edges.map((edge) => {
    const [owner, owned] = [placed.get(edge.ownerKey)!, placed.get(edge.ownedKey)!];
    const down = owner.y <= owned.y;
    return { ...edge, from: { x: owner.x + boxWidth / 2, y: down ? owner.y + boxHeight : owner.y }, to: { x: owned.x + boxWidth / 2, y: down ? owned.y : owned.y + boxHeight } };
  });
  return { width, height, nodes: [...placed.values()], edges };
};

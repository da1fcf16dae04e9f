import { boxHeight, boxWidth, layOutOwnershipMap } from './ownership-map-layout';
import type { OwnershipMapView } from './ownership-views';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const colours = { COMPANY: '#e3f2fd', PERSON: '#fff3e0', root: '#c8e6c9' };

/** The map as an SVG document: a box per company (its organisation number) or person (birth year), a line per stake with its per cent. */
export const renderOwnershipMapSvg = (map: OwnershipMapView, title: string): string => {
  const { width, height, nodes, edges } = layOutOwnershipMap(map);
  const lines = edges.map((e) => {
    const [mx, my] = [(e.from.x + e.to.x) / 2, (e.from.y + e.to.y) / 2];
    return `<line x1="${e.from.x}" y1="${e.from.y}" x2="${e.to.x}" y2="${e.to.y}" stroke="#607d8b" marker-end="url(#arrow)"/>` +
      `<text x="${mx + 4}" y="${my}" font-size="11" fill="#37474f">${escapeXml(e.ownershipInPercent)} %</text>`;
  });
  const boxes = nodes.map((n) => {
    const fill = n.key === map.rootKey ? colours.root : colours[n.kind];
    const second = n.organizationNumber ?? (n.birthYear ? String(n.birthYear) : '');
    return `<g data-key="${escapeXml(n.key)}"><rect x="${n.x}" y="${n.y}" width="${boxWidth}" height="${boxHeight}" rx="6" fill="${fill}" stroke="#455a64"/>` +
      `<text x="${n.x + 8}" y="${n.y + 21}" font-size="12" font-weight="bold">${escapeXml(n.name.slice(0, 28))}</text>` +
      `<text x="${n.x + 8}" y="${n.y + 39}" font-size="11">${escapeXml(second)}</text></g>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">` +
    `<title>${escapeXml(title)}</title><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#607d8b"/></marker></defs>` +
    `${lines.join('')}${boxes.join('')}</svg>\n`;
};

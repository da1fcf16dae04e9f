import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeEnhet = { organisasjonsnummer: string; navn: string; forretningsadresse?: { postnummer: string; poststed: string } };

/**
 * A stand-in for Enhetsregisteret's open API (`GET /enhetsregisteret/api/enheter?navn=&size=`) on a free local
 * port, answering in its JSON shape: name search, `_embedded.enheter` only when something matches, and `page`.
 */
export const startFakeBrreg = async (enheter: readonly FakeEnhet[]) => {
  const requests: URL[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (failing) return void response.writeHead(500).end();
    if (url.pathname !== '/enhetsregisteret/api/enheter') return void response.writeHead(404).end();
    const navn = (url.searchParams.get('navn') ?? '').toLowerCase();
    const size = Number(url.searchParams.get('size') ?? 20);
    const hits = enheter.filter((enhet) => enhet.navn.toLowerCase().includes(navn));
    const page = { size, totalElements: hits.length, totalPages: Math.ceil(hits.length / size), number: 0 };
    const body = hits.length ? { _embedded: { enheter: hits.slice(0, size) }, page } : { page };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setFailing: (value: boolean) => void (failing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeEnhet = { organisasjonsnummer: string; navn: string; forretningsadresse?: { postnummer: string; poststed: string } };

/** One person's role as `GET /enhetsregisteret/api/enheter/{orgnr}/roller` lists it. */
export type FakeRolle = { kode: string; fodselsdato: string; fornavn: string; etternavn: string; fratraadt?: boolean };

/**
 * A stand-in for Enhetsregisteret's open API (`GET /enhetsregisteret/api/enheter?navn=&size=`) on a free local
 * port, answering in its JSON shape: name search, `_embedded.enheter` only when something matches, and `page`; and
 * one company by number; the roles of the companies `roller` names (`rollegrupper` of `roller`, one group a role), 404 for any other.
 */
export const startFakeBrreg = async (enheter: readonly FakeEnhet[], roller: Record<string, readonly FakeRolle[]> = {}) => {
  const requests: URL[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    if (failing) return void response.writeHead(500).end();
    const rolesOf = /^\/enhetsregisteret\/api\/enheter\/(\d{9})\/roller$/.exec(url.pathname)?.[1];
    if (rolesOf) {
      const roles = roller[rolesOf];
      if (!roles) return void response.writeHead(404).end();
      const rollegrupper = roles.map((rolle) => ({
        type: { kode: rolle.kode, beskrivelse: rolle.kode },
        sistEndret: '2026-01-01',
        roller: [{ type: { kode: rolle.kode, beskrivelse: rolle.kode }, person: { fodselsdato: rolle.fodselsdato, navn: { fornavn: rolle.fornavn, etternavn: rolle.etternavn }, erDoed: false }, fratraadt: rolle.fratraadt ?? false, rekkefolge: 0 }],
      }));
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rollegrupper }));
    }
    const one = /^\/enhetsregisteret\/api\/enheter\/(\d{9})$/.exec(url.pathname)?.[1];
    if (one) {
      const enhet = enheter.find((candidate) => candidate.organisasjonsnummer === one);
      return void (enhet ? response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(enhet)) : response.writeHead(404).end());
    }
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

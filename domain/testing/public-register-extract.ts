/** The public register extract's header, as Skatteetaten writes it. */
export const publicRegisterExtractHeader = 'Orgnr;Selskap;Aksjeklasse;Navn aksjonær;Fødselsår/orgnr;Postnr/sted;Landkode;Antall aksjer;Antall aksjer selskap';

/** A small extract as bytes: UTF-8 with a BOM (unless `bom: false`), the header, then each row's fields joined by `;`. */
export const publicRegisterExtract = (rows: readonly (readonly string[])[], { bom = true, header = publicRegisterExtractHeader } = {}): Uint8Array =>
  new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${[header, ...rows.map((row) => row.join(';'))].join('\r\n')}\r\n`);

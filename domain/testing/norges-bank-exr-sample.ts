/**
 * An answer of Norges Bank's open-data API as `GET /api/data/EXR/B.EUR+SEK.NOK.SP?format=sdmx-json&locale=en` gives
 * it (its SDMX-JSON data message, trimmed to the fields and values of two series): EUR per 1 (UNIT_MULT 0), SEK per
 * 100 (UNIT_MULT 2), business days only; Friday 2026-11-27 is the last before the weekend of 28-29 November.
 */
export const norgesBankExrSample = {
  meta: { id: 'IREF000001', prepared: '2026-11-28T08:00:00', test: false, sender: { id: 'NB' }, receiver: { id: 'guest' }, links: [] },
  data: {
    dataSets: [
      {
        links: [{ rel: 'dataflow', urn: 'urn:sdmx:org.sdmx.infomodel.datastructure.Dataflow=NB:EXR(1.0)' }],
        reportingBegin: '2026-11-23T00:00:00',
        reportingEnd: '2026-11-30T23:59:59',
        action: 'Information',
        series: {
          '0:0:0:0': { attributes: [0, 0, 0, 0], observations: { '0': ['11.7010'], '1': ['11.7325'], '2': ['11.6950'], '3': ['11.7200'], '4': ['11.7288'], '5': ['11.7400'] } },
          '0:1:0:0': { attributes: [0, 0, 1, 0], observations: { '0': ['95.32'], '1': ['95.45'], '2': ['95.10'], '3': ['95.20'], '4': ['95.31'], '5': ['95.50'] } },
        },
      },
    ],
    structure: {
      links: [{ rel: 'datastructure', urn: 'urn:sdmx:org.sdmx.infomodel.datastructure.DataStructure=NB:DSD_EXR(1.0)' }],
      name: 'Exchange rates',
      description: 'Exchange rates',
      dimensions: {
        dataset: [],
        series: [
          { id: 'FREQ', name: 'Frequency', keyPosition: 0, role: null, values: [{ id: 'B', name: 'Business' }] },
          { id: 'BASE_CUR', name: 'Base Currency', keyPosition: 1, role: null, values: [{ id: 'EUR', name: 'Euro' }, { id: 'SEK', name: 'Swedish krona' }] },
          { id: 'QUOTE_CUR', name: 'Quote Currency', keyPosition: 2, role: null, values: [{ id: 'NOK', name: 'Norwegian krone' }] },
          { id: 'TENOR', name: 'Tenor', keyPosition: 3, role: null, values: [{ id: 'SP', name: 'Spot' }] },
        ],
        observation: [
          {
            id: 'TIME_PERIOD',
            name: 'Time Period',
            keyPosition: 4,
            role: 'time',
            values: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'].map((day) => ({ start: `${day}T00:00:00`, end: `${day}T23:59:59`, id: day, name: day })),
          },
        ],
      },
      attributes: {
        dataset: [],
        series: [
          { id: 'DECIMALS', name: 'Decimals', relationship: { dimensions: ['BASE_CUR', 'QUOTE_CUR', 'TENOR'] }, role: null, values: [{ id: '4', name: '4' }] },
          { id: 'CALCULATED', name: 'Calculated', relationship: { dimensions: ['BASE_CUR', 'QUOTE_CUR', 'TENOR'] }, role: null, values: [{ id: 'false', name: 'false' }] },
          { id: 'UNIT_MULT', name: 'Unit Multiplier', relationship: { dimensions: ['BASE_CUR', 'QUOTE_CUR', 'TENOR'] }, role: null, values: [{ id: '0', name: 'Units' }, { id: '2', name: 'Hundreds' }] },
          { id: 'COLLECTION', name: 'Collection Indicator', relationship: { dimensions: ['BASE_CUR', 'QUOTE_CUR', 'TENOR'] }, role: null, values: [{ id: 'C', name: 'ECB concertation time 14:15 CET' }] },
        ],
        observation: [],
      },
    },
  },
};

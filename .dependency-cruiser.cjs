// The domain's structure rules, checked by `npm run check:structure` (tools/check-structure.ts; run by `npm test`).
// domain/src is kernel/ and four wings, layered kernel <- platform <- register <- documents <- governance; each wing is a
// set of rooms (domain/src/<wing>/<room>/). A module imports only its own wing or a lower one, and neither modules nor
// rooms form an import circle. The room-level circle check is tools/room-cycles.ts (run by tools/check-structure.ts),
// which collapses this graph to rooms on two layers: the entities (the schema) and the rest (the code), where code may
// read any entity. See domain/src/README.md.

/**
 * The collectors sit where the wings meet (`domain/src/collected/`), not in the kernel: the message catalogue imports
 * every room's `<room>.messages.ts` and the error-code list every room's `<room>.errors.ts`. Those declaration files are
 * leaves (rule `declarations-are-leaves`), so the collectors bring no wing code along and close no circle; the kernel
 * imports no room at all.
 */
const COLLECTOR_EDGES = [
  { from: '^domain/src/collected/message-catalogue\\.ts$', to: '\\.messages\\.ts$' },
  { from: '^domain/src/collected/error-codes\\.ts$', to: '\\.errors\\.ts$' },
];

const APPS = '^(admin-console|shareholder-portal|board-portal|notice-sites)/';
const FRONT_ENDS = '^(ui|admin-console|shareholder-portal|board-portal|notice-sites)/';

/** A wing may not import these (the wings above it). */
const layers = [
  { wing: 'kernel', above: ['platform', 'register', 'documents', 'governance'] },
  { wing: 'platform', above: ['register', 'documents', 'governance'] },
  { wing: 'register', above: ['documents', 'governance'] },
  { wing: 'documents', above: ['governance'] },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules form no import circle (type-only imports count too). Move the shared piece down, split the file or invert the dependency.',
      from: { path: '^domain/src/' },
      to: { circular: true },
    },
    ...layers.map(({ wing, above }) => ({
      name: `${wing}-not-above`,
      severity: 'error',
      comment:
        `domain/src/${wing} may not import ${above.join(', ')}: imports run kernel <- platform <- register <- documents <- governance. ` +
        (wing === 'kernel' ? 'The kernel imports no room and no collector (domain/src/collected/).' : ''),
      from: { path: `^domain/src/${wing}/` },
      to: { path: wing === 'kernel' ? `^domain/src/(${above.join('|')}|collected)/` : `^domain/src/(${above.join('|')})/` },
    })),
    {
      name: 'collectors-read-only-declarations',
      severity: 'error',
      comment: 'The catalogue may import the wings only for *.messages.ts files, the error-code list only for *.errors.ts files.',
      from: { path: COLLECTOR_EDGES[0].from },
      to: { path: '^domain/src/(platform|register|documents|governance)/', pathNot: COLLECTOR_EDGES[0].to },
    },
    {
      name: 'collectors-read-only-declarations-errors',
      severity: 'error',
      comment: 'The catalogue may import the wings only for *.messages.ts files, the error-code list only for *.errors.ts files.',
      from: { path: COLLECTOR_EDGES[1].from },
      to: { path: '^domain/src/(platform|register|documents|governance)/', pathNot: COLLECTOR_EDGES[1].to },
    },
    {
      name: 'declarations-are-leaves',
      severity: 'error',
      comment: 'A *.messages.ts imports nothing but kernel/i18n/define-messages; a *.errors.ts nothing but other *.errors.ts files.',
      from: { path: '^domain/src/.+\\.messages\\.ts$' },
      to: { pathNot: '^domain/src/kernel/i18n/define-messages\\.ts$' },
    },
    {
      name: 'error-declarations-are-leaves',
      severity: 'error',
      comment: 'A *.messages.ts imports nothing but kernel/i18n/define-messages; a *.errors.ts nothing but other *.errors.ts files.',
      from: { path: '^domain/src/.+\\.errors\\.ts$' },
      to: { pathNot: '^domain/src/.+\\.errors\\.ts$' },
    },
    {
      name: 'no-app-imports-another-app',
      severity: 'error',
      comment: 'An app imports no other app: what two apps share lives in the ui/ workspace (@andel/ui/<room>), by wing and room.',
      from: { path: APPS },
      to: { path: APPS, pathNot: '^$1/' },
    },
    {
      name: 'ui-imports-no-app',
      severity: 'error',
      comment: 'ui/ is shared by every app and owned by none: it imports no app.',
      from: { path: '^ui/' },
      to: { path: APPS },
    },
    {
      name: 'apps-import-only-domain-shared',
      severity: 'error',
      comment: 'The front ends import the domain only through @andel/domain/shared (browser-safe), never /server or an inner file.',
      from: { path: FRONT_ENDS },
      to: { path: '^domain/', pathNot: '^domain/src/shared\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: false,
  },
};

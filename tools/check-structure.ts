// `npm run check:structure`: the import rules of .dependency-cruiser.cjs (no module circle, no import from a lower wing
// to a higher one, the kernel collectors' exception, the apps import only @andel/domain/shared, no app imports another app) plus no circle between
// rooms. Prints each violation, then one summary line; exits 1 on any violation.
import { findRoomCycles, roomOf } from './room-cycles';
import { cruiseStructure, structureRoots } from './structure-rules';

const started = performance.now();
const result = await cruiseStructure(structureRoots);

const violations = result.summary.violations;
for (const violation of violations) {
  console.log(`\n  ${violation.rule.severity} ${violation.rule.name}: ${violation.from} -> ${violation.to}`);
  for (const step of violation.cycle ?? []) console.log(`      -> ${step.name}`);
}
const ruleErrors = violations.filter((violation) => violation.rule.severity === 'error').length;

const edges = result.modules.flatMap((module) =>
  module.dependencies.filter((dependency) => !dependency.couldNotResolve).map((dependency) => ({ from: module.source, to: dependency.resolved })),
);
const roomCycles = findRoomCycles(edges);
for (const cycle of roomCycles) {
  console.log(`\n  error no-room-circle (${cycle.layer}): ${cycle.rooms.join(', ')}`);
  for (const step of cycle.path) console.log(`      ${roomOf(step.from)} -> ${roomOf(step.to)}  (${step.from} -> ${step.to})`);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const rooms = new Set(result.modules.map((module) => roomOf(module.source)).filter(Boolean)).size;
const failed = ruleErrors > 0 || roomCycles.length > 0;
console.log(
  `${failed ? '\ncheck:structure FAILED' : 'check:structure ok'}: ${ruleErrors} rule violation(s), ${roomCycles.length} room circle(s); ` +
    `${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports, ${rooms} rooms checked in ${seconds} s`,
);
process.exitCode = failed ? 1 : 0;

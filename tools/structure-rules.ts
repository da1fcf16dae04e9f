// Runs dependency-cruiser with .dependency-cruiser.cjs over the given roots: the import rules' violations and the
// import edges (for the room circles). Shared by `npm run check:structure` and its test.
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const structureRoots = ['domain/src', 'ui/src', 'admin-console/src', 'shareholder-portal/src', 'board-portal/src', 'notice-sites/src'];

export const cruiseStructure = async (roots: string[]): Promise<ICruiseResult> => {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
  const reported = await cruise(roots, options, undefined, { tsConfig: extractTSConfig('tsconfig.json') });
  return reported.output as ICruiseResult;
};

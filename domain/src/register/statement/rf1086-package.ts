import { strToU8, zipSync } from 'fflate';
import type { Rf1086ClassForms } from './rf1086-forms';

/**
 * The RF-1086 forms as one download: a folder per share class (`aksjeklasse-1`, …) holding its main form `1086H.xml`
 * and one sub-form per holder, `1086U-0001.xml` on, the files exactly as the filing API takes them one by one.
 */
export const rf1086Package = ({ organisationNumber, year, forms }: { organisationNumber: string; year: number; forms: readonly Rf1086ClassForms[] }) => ({
  fileName: `RF-1086-${organisationNumber}-${year}.zip`,
  data: zipSync(
    Object.fromEntries(
      forms.flatMap((classForms, index) => {
        const folder = `aksjeklasse-${index + 1}`;
        return [[`${folder}/1086H.xml`, strToU8(classForms.mainForm)], ...classForms.subForms.map((subForm, n) => [`${folder}/1086U-${String(n + 1).padStart(4, '0')}.xml`, strToU8(subForm.xml)] as const)];
      }),
    ),
  ),
});

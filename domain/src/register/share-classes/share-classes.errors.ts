/** Codes share-class commands are refused with. */
export const shareClassesErrorCodes = [
  'shareClasses.codeInUse',
  'shareClasses.classInUse',
  'shareClasses.notFound',
] as const;

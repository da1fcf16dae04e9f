// Test helpers of the domain, for its own tests and the BFF's. Never imported by production code.
export * from './archive-fixtures';
export * from './fake-brreg-server';
export * from './pdf-text';
export * from './upload-fixtures';
export * from './zip-bomb';
export * from './sealed-pdf';
export * from './public-register-extract';
export * from './ownership-fixtures';

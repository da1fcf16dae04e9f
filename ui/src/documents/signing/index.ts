export { SignerRowsEditor } from './SignerRowsEditor';
export { signerInputOf } from './SignerRowsEditor';

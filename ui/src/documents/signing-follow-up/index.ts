export { SigningStatusDialog } from './SigningStatusDialog';

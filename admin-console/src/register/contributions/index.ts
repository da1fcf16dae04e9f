// What the shareholder portal reuses of the contributions pages.
export { HolderContributions } from './HolderContributions';

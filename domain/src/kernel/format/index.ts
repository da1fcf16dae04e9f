export type { Numeric } from './render-decimal';
export * from './number';
export * from './percent';
export * from './money';
export * from './shares';
export * from './quantity';
export * from './date';
export * from './file-size';
export * from './safe-text';

// The server part of the domain: entities and use-cases. Never imported by a front end.
export * from './shared';

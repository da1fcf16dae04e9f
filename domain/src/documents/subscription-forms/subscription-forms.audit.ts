// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'subscriptionForms.sent': { after: { projectId: string; decisionId: string; forms: { id: string; subscriberId: string; requestId: string }[] } };
    'subscriptionForms.subscribed': {
      before: { shares: { sharetypeId: string; numberOfShares: string }[] };
      after: { formId: string; decisionId: string; subscriberId: string; signerId: string; shares: { sharetypeId: string; numberOfShares: string }[] };
    };
  }
}

export {};

/** The log's react-admin resource, and the message key of one of its form fields or columns. */
export const transactionResource = 'shareholders/transactions';

export const fieldLabel = (field: string) => `resources.${transactionResource}.fields.${field}`;

/** Where one entry's details are shown. */
export const transactionPath = (orgNo: string, id: string) => `/company/${encodeURIComponent(orgNo)}/${transactionResource}/${id}`;

/** `POST /company/{orgNo}/texts/preview`: the text as HTML with its auto-text variables filled in. */
export type RichTextPreview = { html: string };

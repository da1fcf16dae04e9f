/** A meeting link without http gets an https prefix (seed 002, section 9); blank stays blank. */
export const withHttpsPrefix = (link: string): string => {
  const trimmed = link.trim();
  if (!trimmed || /^http/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
};

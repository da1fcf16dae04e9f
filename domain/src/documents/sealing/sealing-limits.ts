/** The seed's largest PDF for signing (5120*5120 bytes, seed 000/002 section 9). */
export const signingUploadMaxBytes = 5120 * 5120;

/** A sealed copy is the original plus its certificate pages and signature: the verification page takes that much more. */
export const sealVerificationMaxBytes = signingUploadMaxBytes + 2 * 1024 * 1024;

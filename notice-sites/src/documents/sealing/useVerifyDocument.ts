import type { SealVerificationView } from '@andel/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@andel/ui/shell';
import { useState } from 'react';

/** Sends a dropped PDF to the public verification and keeps the answer. */
export const useVerifyDocument = () => {
  const [percent, setPercent] = useState(0);
  const verify = useMutation({
    mutationFn: (file: File) => {
      setPercent(0);
      return uploadFile<SealVerificationView>('/document/verify', file, setPercent);
    },
  });
  return { verify, percent };
};

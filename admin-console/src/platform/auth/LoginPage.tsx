import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingState } from '@andel/ui/shell';
import { authStatusQuery } from './auth-status';
import { AuthLayout } from './AuthLayout';
import { OtpStep } from './OtpStep';
import { PasswordStep } from './PasswordStep';
import { useFinishSignIn } from './useFinishSignIn';
import { EidSignIn } from '../oidc/EidSignIn';

type Step = { name: 'password'; noticeKey?: string } | { name: 'otp' };

/**
 * `/login` (BankID Norway) and `/login-sweden` (BankID Sweden): the e-ID button, or email and password, then the
 * emailed code when two-step sign-in is on.
 */
export const LoginPage = ({ eidProvider = 'bankid-no' }: { eidProvider?: 'bankid-no' | 'bankid-se' }) => {
  const status = useQuery(authStatusQuery);
  const finishSignIn = useFinishSignIn();
  const [chosenStep, setChosenStep] = useState<Step | null>(null);
  const alreadySignedIn = status.data?.authenticated === true;

  useEffect(() => {
    if (alreadySignedIn) void finishSignIn();
  }, [alreadySignedIn, finishSignIn]);

  const step: Step = chosenStep ?? (status.data?.otpPending ? { name: 'otp' } : { name: 'password' });

  return (
    <AuthLayout titleKey={step.name === 'otp' ? 'auth.login.otpTitle' : 'auth.login.title'}>
      {status.isPending || alreadySignedIn ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : step.name === 'otp' ? (
        <OtpStep
          onSignedIn={finishSignIn}
          onRestart={(noticeKey) => setChosenStep(noticeKey ? { name: 'password', noticeKey } : { name: 'password' })}
        />
      ) : (
        <>
          <EidSignIn provider={eidProvider} />
          <PasswordStep onSignedIn={finishSignIn} onOtpRequired={() => setChosenStep({ name: 'otp' })} noticeKey={step.noticeKey} />
        </>
      )}
    </AuthLayout>
  );
};

// The frame of the screens shown before sign-in on a class server: the brand, the language picker
// and one centred card; no navigation, since nothing else is open before signing in.
import type { ReactNode } from 'react';
import { AppFrame } from '../../components/AppFrame';
import './signin.css';

export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <AppFrame className="auth-app" mainClassName="auth-main">
      {children}
    </AppFrame>
  );
}

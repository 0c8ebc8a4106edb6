/** The not-found page logs the 404 and the path asked for (SPEC 2.9). Renders nothing. */
import { useEffect } from 'react';
import { island } from './define.tsx';

function NotFoundLogView() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}

export const NotFoundLog = island('NotFoundLog', NotFoundLogView);

import { paymentMessages } from '@futurefund/core';
import { useEffect, useRef } from 'react';
import { toast } from '../../hooks/use-toast';

/**
 * Product §8: the 'Payment system not configured' toast, once per visit of the page. The ref
 * survives re-renders and StrictMode's second effect run, so neither repeats it.
 */
export function useNotConfiguredToast(isUnavailable: boolean) {
  const isShown = useRef(false);
  useEffect(() => {
    if (!isUnavailable || isShown.current) return;
    isShown.current = true;
    toast({
      title: paymentMessages.notConfiguredToast,
      description: paymentMessages.notConfiguredToastText,
      variant: 'destructive',
    });
  }, [isUnavailable]);
}

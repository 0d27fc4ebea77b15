import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutRequest } from '../../../common/contract/billing';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

/** The plans and whether this server takes payments online (no Stripe key: it does not). */
export function useStripeTiers() {
  return useQuery({
    queryKey: ['billing', 'tiers'],
    queryFn: ({ signal }) => api(routes.stripeTiers, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in person's plan, its state and its use. */
export function useSubscription() {
  return useQuery({
    queryKey: ['billing', 'subscription'],
    queryFn: ({ signal }) => api(routes.subscription, { signal }),
  });
}

/** Starts a Stripe Checkout session, then leaves for Stripe's page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutRequest) => api(routes.checkout, { body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Opens Stripe's Customer Portal for the person who pays. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api(routes.billingPortal),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

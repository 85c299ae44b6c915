import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bumpCollectorCount } from '../collector-counter/collectorCountQueries';
import { reportNewsletterFailure } from './newsletterErrors';
import { subscribeToNewsletter } from './newsletterApi';

export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => bumpCollectorCount(queryClient),
    onError: reportNewsletterFailure,
  });
}

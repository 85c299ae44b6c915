import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bumpCollectorCount } from '../collector-counter/collectorCountQueries';
import { joinWaitlist } from './waitlistApi';

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => bumpCollectorCount(queryClient),
  });
}

import { organisationAccessMessage } from '../../../../shared/marketplace/organisation.constants';
import { useMyOrganisation } from '../api/get-my-organisation';

/**
 * As far as the browser knows, in the server's own words, so a page can say why without asking the
 * server to refuse; `mayAsk` once verified, or when the organisation could not be read.
 */
export function useOrganisationAccess() {
  const query = useMyOrganisation();
  const organisation = query.data?.organisation ?? undefined;
  const closedMessage =
    query.isSuccess && organisation?.status !== 'verified'
      ? organisationAccessMessage(organisation?.status ?? null)
      : undefined;
  const mayAsk = query.isError || (query.isSuccess && closedMessage === undefined);
  return { organisation, closedMessage, mayAsk };
}

import { organisationAccessMessage } from '../../../../shared/marketplace/organisation.constants';
import { useMyOrganisation } from '../api/get-my-organisation';

/**
 * Whether the employer's organisation may search and send opportunities, as far as the browser knows:
 * `closedMessage` says why not (not verified yet, rejected, withdrawn, none registered), in the server's
 * own words, so a page can say it without asking the server to refuse; `mayAsk` once the organisation
 * is verified, or could not be read (then the server decides).
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

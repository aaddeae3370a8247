import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

export function CandidateRegisterPage() {
  return (
    <PlaceholderPage
      title="Complete your professional profile"
      documentTitle="Candidate registration"
      summary="New candidates will add their role, experience and location here before entering the candidate area."
      links={[{ label: 'Candidate area', to: paths.platform.candidate }]}
    />
  );
}

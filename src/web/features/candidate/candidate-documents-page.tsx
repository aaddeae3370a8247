import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

export function CandidateDocumentsPage() {
  return (
    <PlaceholderPage
      title="Your documents"
      documentTitle="Documents"
      summary="Candidates will upload and manage their CV, qualifications and other documents here."
      links={[{ label: 'Candidate area', to: paths.platform.candidate }]}
    />
  );
}

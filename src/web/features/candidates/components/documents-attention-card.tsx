import { ArrowRight, FileText } from 'lucide-react';
import { paths } from '../../../../shared/routing/paths';
import { ukDate } from '../../../../shared/validation/uk-day';
import { CalloutCard } from '../../../components/ui/callout-card';
import { LinkButton } from '../../../components/ui/link-button';
import { useCandidateDocuments } from '../api/get-documents';
import { documentsNeedingAttention } from '../model/document-glance';

/** Nothing while loading or if the documents cannot be read: the Documents link remains. */
export function DocumentsAttentionCard() {
  const query = useCandidateDocuments();
  const lines = query.data ? documentsNeedingAttention(query.data.documents, ukDate(new Date())) : [];
  if (lines.length === 0) return null;
  return (
    <CalloutCard icon={FileText} title="Your documents need attention">
      <ul className="list-disc pl-5 text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div>
        <LinkButton to={paths.platform.candidateDocuments}>
          Go to your documents
          <ArrowRight aria-hidden="true" className="size-4" />
        </LinkButton>
      </div>
    </CalloutCard>
  );
}

import { Download, Mail, MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import { toNationalDigits } from '../../../../shared/accounts/uk-phone';
import { documentStatusLabels, documentTypeLabels } from '../../../../shared/candidates/uploads';
import type { RevealedCandidate } from '../../../../shared/marketplace/opportunity.schemas';
import { formatDay } from '../../../lib/uk-dates';

function ComplianceDocuments({ documents }: { documents: RevealedCandidate['documents'] }) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Compliance documents
      </h3>
      {documents.length === 0 ? (
        <p className="text-slate-700">The professional has not added any compliance documents yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-1">
          {documents.map((document, index) => (
            // The list has no ids (it carries none): its order is fixed by the server.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className="text-slate-800">
              <span className="font-medium">{documentTypeLabels[document.type]}</span>:{' '}
              {documentStatusLabels[document.status]}
              {document.expiryDate ? `, expires ${formatDay(document.expiryDate)}` : ''}
            </li>
          ))}
        </ul>
      )}
      <p className="text-slate-600">
        Statuses are checked by our team. The documents themselves are not shared.
      </p>
    </div>
  );
}

/** The API sends these only while the professional's approval of this opportunity is live. */
export function RevealedCandidateDetails({ revealed }: { revealed: RevealedCandidate }) {
  return (
    <section
      aria-label="The professional’s details"
      className="flex flex-col gap-4 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4"
    >
      <div className="flex flex-wrap items-center gap-4">
        {revealed.photoUrl ? (
          <img
            src={revealed.photoUrl}
            alt={revealed.fullName}
            className="size-20 rounded-full border border-slate-200 object-cover"
          />
        ) : null}
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-semibold text-lg text-slate-900">{revealed.fullName}</p>
          <a
            href={`mailto:${revealed.email}`}
            className="inline-flex items-center gap-2 text-brand-800 underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {revealed.email}
          </a>
          {revealed.phone ? (
            <a
              href={`tel:${toNationalDigits(revealed.phone)}`}
              className="inline-flex items-center gap-2 text-brand-800 underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {revealed.phone}
            </a>
          ) : null}
          {revealed.postcode ? (
            <p className="inline-flex items-center gap-2 text-slate-700">
              <MapPin aria-hidden="true" className="size-4" />
              {revealed.postcode}
            </p>
          ) : null}
        </div>
      </div>
      {revealed.cvUrl ? (
        <a
          href={revealed.cvUrl}
          download
          className="inline-flex items-center gap-2 self-start font-semibold text-brand-800 underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download CV
        </a>
      ) : (
        <p className="text-slate-700 text-sm">
          No CV is shared: the professional has not uploaded one, or has not agreed to share it with
          employers.
        </p>
      )}
      <ComplianceDocuments documents={revealed.documents} />
      {revealed.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the professional's own recording; captions are theirs to add.
        <video
          src={revealed.videoUrl}
          controls
          preload="metadata"
          className="w-full max-w-xl rounded-lg bg-black"
        />
      ) : null}
    </section>
  );
}

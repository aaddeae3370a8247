import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2, Video } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type {
  CandidateProfile,
  CandidateProfileResponse,
} from '../../../../shared/candidates/profile.schemas';
import { uploadKinds } from '../../../../shared/candidates/uploads';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { candidateProfileQueryKey } from '../api/candidate-profile';
import { useRemoveMedia } from '../api/remove-media';
import { useUpload } from '../hooks/use-upload';
import { UploadProgress } from './upload-progress';
import { VideoVisibilityField } from './video-visibility-field';

const slots = {
  photo: {
    title: 'Profile photo',
    anchor: 'photo',
    choose: 'Choose a photo',
    replace: 'Replace photo',
    remove: 'Remove photo',
    hint: 'JPEG, PNG or WebP, up to 5 MB and 25 megapixels. We resize it and remove hidden details such as location.',
    icon: ImageUp,
  },
  video: {
    title: 'Video introduction',
    anchor: 'video',
    choose: 'Choose a video',
    replace: 'Replace video',
    remove: 'Remove video',
    hint: 'MP4 or WebM, up to 100 MB. A minute or two introducing yourself works best. We remove hidden details such as location.',
    icon: Video,
  },
} as const;

export function MediaSection({ slot, profile }: { slot: 'photo' | 'video'; profile: CandidateProfile }) {
  const spec = slots[slot];
  const kind = uploadKinds[slot];
  const queryClient = useQueryClient();
  const upload = useUpload<CandidateProfileResponse>(`/api/candidate/${slot}`);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const removal = useRemoveMedia();
  const removing = removal.isPending;
  const removeError = removal.error ? errorMessageOf(removal.error) : undefined;
  const headingId = useId();
  const hintId = useId();
  const url = slot === 'photo' ? profile.profileImageUrl : profile.profileVideoUrl;
  const Icon = spec.icon;

  const saved = (response: CandidateProfileResponse) =>
    queryClient.setQueryData(candidateProfileQueryKey, response);

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    // The server decides (by size and by content); this only spares a long wait for a sure refusal.
    if (file.size > kind.maxBytes) {
      upload.fail(kind.tooLarge);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    const response = await upload.start(form);
    if (response) {
      saved(response);
      notify.success(slot === 'photo' ? 'Photo saved' : 'Video saved');
    }
  };

  const remove = () => removal.mutate(slot, { onSettled: () => setConfirming(false) });

  return (
    <section
      id={spec.anchor}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {spec.title}
      </h2>
      {url ? (
        slot === 'photo' ? (
          <img
            src={url}
            alt="Your profile"
            className="size-40 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the candidate's own recording; captions are theirs to add.
          <video
            src={url}
            controls
            preload="metadata"
            className="w-full max-w-xl rounded-lg bg-black"
            data-testid="profile-video"
          />
        )
      ) : (
        <p className="text-slate-600">No {slot} yet.</p>
      )}
      <p id={hintId} className="text-slate-600 text-sm">
        {spec.hint}
      </p>
      {upload.uploading ? (
        <UploadProgress label={spec.title} progress={upload.progress ?? 0} onCancel={upload.cancel} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <input
            ref={input}
            type="file"
            accept={kind.accept}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid={`${slot}-input`}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <Button variant="secondary" aria-describedby={hintId} onClick={() => input.current?.click()}>
            <Icon aria-hidden="true" className="size-4" />
            {url ? spec.replace : spec.choose}
          </Button>
          {url ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {spec.remove}
            </Button>
          ) : null}
        </div>
      )}
      {slot === 'video' ? <VideoVisibilityField visible={profile.videoVisibleToEmployers} /> : null}
      {upload.cancelled ? <p className="text-slate-700 text-sm">Upload cancelled.</p> : null}
      {upload.error ? <FormAlert message={upload.error} /> : null}
      {removeError ? <FormAlert message={removeError} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={`${spec.remove}?`}
          description={`Your ${slot} will be deleted from ARRS Place.`}
          confirmLabel="Remove"
          destructive
          busy={removing}
          onCancel={() => setConfirming(false)}
          onConfirm={remove}
        />
      ) : null}
    </section>
  );
}

import { useId } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/candidate-profile';

/**
 * Issue 13: whether verified employers may watch the video introduction in search, before any
 * approval. Off by default; saved as soon as it changes.
 */
export function VideoVisibilityField({ visible }: { visible: boolean }) {
  const update = useUpdateProfile();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField
        checked={update.isPending ? Boolean(update.variables?.videoVisibleToEmployers) : visible}
        disabled={update.isPending}
        aria-describedby={hintId}
        onChange={(event) =>
          update.mutate(
            { videoVisibleToEmployers: event.target.checked },
            {
              onSuccess: (saved) =>
                notify.success(
                  saved.profile.videoVisibleToEmployers
                    ? 'Verified employers can watch your video'
                    : 'Your video is shown only after you approve',
                ),
            },
          )
        }
      >
        Let verified employers watch my video introduction before I approve an opportunity
      </CheckboxField>
      <p id={hintId} className="pl-8 text-slate-600 text-sm">
        They still see neither your name nor your contact details. Otherwise an organisation sees your video
        only once you approve one of its opportunities.
      </p>
      {update.isError ? <FormAlert message={errorMessageOf(update.error)} /> : null}
    </div>
  );
}

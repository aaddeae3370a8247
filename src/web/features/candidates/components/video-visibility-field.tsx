import { useId, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/candidate-profile';

/** Saved as soon as it changes (docs/product/candidate.md#video-before-approval). */
export function VideoVisibilityField({ visible }: { visible: boolean }) {
  const update = useUpdateProfile();
  const hintId = useId();
  // The box shows the new choice at once (a controlled box would snap back until the mutation's pending
  // state renders) and follows the saved profile whenever that changes; a failed save puts it back.
  const [checked, setChecked] = useState(visible);
  const [saved, setSaved] = useState(visible);
  if (saved !== visible) {
    setSaved(visible);
    setChecked(visible);
  }
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField
        checked={checked}
        disabled={update.isPending}
        aria-describedby={hintId}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          update.mutate(
            { videoVisibleToEmployers: next },
            {
              onSuccess: (result) =>
                notify.success(
                  result.profile.videoVisibleToEmployers
                    ? 'Verified employers can watch your video'
                    : 'Your video is shown only after you approve',
                ),
              onError: () => setChecked(visible),
            },
          );
        }}
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

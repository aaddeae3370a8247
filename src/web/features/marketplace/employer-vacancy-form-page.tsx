import { useNavigate } from 'react-router';
import {
  type VacancyForm as CheckedVacancy,
  vacancyMessages,
} from '../../../shared/marketplace/vacancy.schemas';
import { paths } from '../../../shared/routing/paths';
import { LinkButton } from '../../components/ui/link-button';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCreateVacancy } from './api/create-vacancy';
import { useEditVacancy } from './api/edit-vacancy';
import { useVacancy } from './api/get-vacancy';
import { moveVacancy } from './api/move-vacancy';
import { type SaveIntent, VacancyForm } from './components/vacancy-form';
import { VacancyPageFrame, VacancyRefusal, vacancyQueryState } from './components/vacancy-page-frame';
import { useOrganisationAccess } from './hooks/use-organisation-access';
import { vacancyPath } from './model/vacancy-display';
import { emptyVacancyForm, organisationPlaceText, vacancyFormValuesOf } from './model/vacancy-form-values';

export const vacancyEditLoadErrorMessage = 'Failed to load this vacancy. Please try again.';

/** A new vacancy (no id in the path) or an edit of one: both end on the vacancy's own page. */
export function EmployerVacancyFormPage({ id }: { id?: string | undefined }) {
  useDocumentTitle(id ? 'Edit vacancy' : 'Create a vacancy');
  return id ? <EditVacancy key={id} id={id} /> : <CreateVacancy />;
}

function CancelLink({ to }: { to: string }) {
  return (
    <LinkButton to={to} variant="ghost" size="lg">
      Cancel
    </LinkButton>
  );
}

function CreateVacancy() {
  const navigate = useNavigate();
  const { organisation, closedMessage } = useOrganisationAccess();
  const create = useCreateVacancy();
  const save = async (vacancy: CheckedVacancy, intent: SaveIntent) => {
    const saved = await create.mutateAsync({ status: intent === 'open' ? 'open' : 'draft', vacancy });
    notify.success(saved.status === 'open' ? 'Vacancy opened' : 'Vacancy saved as a draft');
    await navigate(vacancyPath(saved.id));
  };
  return (
    <VacancyPageFrame title="Create a vacancy" intro="Save it as a draft to finish later, or open it now.">
      {closedMessage ? (
        <VacancyRefusal message={closedMessage} />
      ) : (
        <VacancyForm
          label="Vacancy"
          defaultValues={emptyVacancyForm}
          organisationPlace={organisationPlaceText(organisation)}
          intents={[
            { intent: 'draft', label: 'Save as draft' },
            { intent: 'open', label: 'Save and open' },
          ]}
          onSave={save}
          actions={<CancelLink to={paths.platform.employerVacancies} />}
        />
      )}
    </VacancyPageFrame>
  );
}

function EditVacancy({ id }: { id: string }) {
  const navigate = useNavigate();
  const { organisation, closedMessage, mayAsk } = useOrganisationAccess();
  const query = useVacancy(id, { enabled: mayAsk });
  const edit = useEditVacancy();
  const state = vacancyQueryState(query, {
    closedMessage,
    loading: 'Loading the vacancy...',
    failed: vacancyEditLoadErrorMessage,
  });
  const vacancy = query.data;
  const save = async (form: CheckedVacancy, intent: SaveIntent) => {
    await edit.mutateAsync({ id, vacancy: form });
    if (intent === 'open') await moveVacancy({ id, status: 'open' });
    notify.success(intent === 'open' ? 'Vacancy saved and opened' : 'Vacancy saved');
    await navigate(vacancyPath(id));
  };
  let body = state;
  if (!body && vacancy?.status === 'closed')
    body = <VacancyRefusal message={vacancyMessages.closedNotEditable} />;
  return (
    <VacancyPageFrame title={vacancy ? `Edit “${vacancy.title}”` : 'Edit vacancy'}>
      {body ??
        (vacancy ? (
          <VacancyForm
            label="Vacancy"
            defaultValues={vacancyFormValuesOf(vacancy)}
            organisationPlace={organisationPlaceText(organisation)}
            intents={
              vacancy.status === 'draft'
                ? [
                    { intent: 'keep', label: 'Save draft' },
                    { intent: 'open', label: 'Save and open' },
                  ]
                : [{ intent: 'keep', label: 'Save changes' }]
            }
            onSave={save}
            actions={<CancelLink to={vacancyPath(id)} />}
          />
        ) : null)}
    </VacancyPageFrame>
  );
}

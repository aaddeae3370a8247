import { Navigate, useParams } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { EmployerApplicantsPage } from './employer-applicants-page';
import { EmployerVacanciesPage } from './employer-vacancies-page';
import { EmployerVacancyFormPage } from './employer-vacancy-form-page';
import { EmployerVacancyPage } from './employer-vacancy-page';
import { vacancyRouteOf } from './model/vacancy-route';

/**
 * The vacancy pages under /arrsplace/employer/vacancies, behind one lazy route: each entry in the
 * router weighs on every page's first load, and the pages share their code anyway.
 */
export function EmployerVacanciesArea() {
  const route = vacancyRouteOf(useParams()['*'] ?? '');
  switch (route.page) {
    case 'list':
      return <EmployerVacanciesPage />;
    case 'new':
      return <EmployerVacancyFormPage />;
    case 'detail':
      return <EmployerVacancyPage key={route.id} id={route.id} />;
    case 'edit':
      return <EmployerVacancyFormPage id={route.id} />;
    case 'applicants':
      return <EmployerApplicantsPage key={route.id} id={route.id} />;
    default:
      return <Navigate to={paths.platform.employerVacancies} replace />;
  }
}

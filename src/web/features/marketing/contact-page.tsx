import { Mail, Phone } from 'lucide-react';
import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';
import { buttonClasses } from '../../components/ui/button-styles';

export function ContactPage() {
  return (
    <PlaceholderPage
      title="Contact us"
      summary="A contact form and answers to common questions will be here; meanwhile you can call or e-mail us directly."
      actions={
        <>
          <a href={`tel:${brand.phone.tel}`} className={buttonClasses('primary')}>
            <Phone aria-hidden="true" className="size-4" />
            Call {brand.phone.display}
          </a>
          <a href={`mailto:${brand.email}`} className={buttonClasses('secondary')}>
            <Mail aria-hidden="true" className="size-4" />
            E-mail us
          </a>
        </>
      }
      links={[{ label: 'Recruitment services', to: paths.recruitment, variant: 'secondary' }]}
    />
  );
}

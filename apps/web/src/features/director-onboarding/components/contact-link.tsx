import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** The onboarding pages' 'Contact us' link (the public contact page). */
export function ContactUsLink() {
  return (
    <Link component={RouterLink} to={paths.contactUs} underline="always" sx={{ fontWeight: 700 }}>
      Contact us
    </Link>
  );
}

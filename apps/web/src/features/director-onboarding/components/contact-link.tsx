import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The onboarding pages' 'Contact us' link (the public contact page). */
export function ContactUsLink() {
  return (
    <Link component={RouterLink} to="/contact-us" underline="always" sx={{ fontWeight: 700 }}>
      Contact us
    </Link>
  );
}

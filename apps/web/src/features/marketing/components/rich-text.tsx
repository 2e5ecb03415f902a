import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders text with [label](href) links: site paths become router links, mailto: and other
 * addresses plain anchors. Content files stay plain strings this way.
 */
export function RichText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match;
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      href!.startsWith('/') ? (
        <Link key={at} component={RouterLink} to={href!} underline="always">
          {label}
        </Link>
      ) : (
        <Link key={at} href={href} underline="always">
          {label}
        </Link>
      ),
    );
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

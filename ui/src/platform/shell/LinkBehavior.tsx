import type { ComponentProps, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { isInCurrentApp } from './routing';

type LinkBehaviorProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * The link MUI renders for `href`: addresses of the current app move inside it (plain clicks only; new tabs and
 * modifier keys behave as usual), other apps' addresses and external ones load the page.
 */
export const LinkBehavior = ({ href, ref, ...rest }: LinkBehaviorProps) =>
  isInCurrentApp(href) && !rest.target ? <RouterLink ref={ref} to={href} {...rest} /> : <a ref={ref} href={href} {...rest} />;

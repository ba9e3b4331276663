export interface NavItem {
  id: string;
  label: string;
  href: string;
  position: 'left' | 'right';
  children: NavItem[];
}

export interface NavGroup {
  title: string;
  links: { label: string; href: string }[];
}

export interface Crumb {
  label: string;
  href: string;
}

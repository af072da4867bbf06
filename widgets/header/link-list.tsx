/** One link of the header's lists. */
export interface HeaderLink {
  href: string;
  label: string;
}

/** A list of plain links: the navigation, the menu panel and the account links. */
export function LinkList({ links }: { links: readonly HeaderLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.label} ${link.href}`}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

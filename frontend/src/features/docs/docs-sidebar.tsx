import { docsPagePath } from '@tickrelay/contracts/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

import { docsTree, type DocTreeNode } from './docs-tree';

const Nav = styled.nav`
  font-size: 0.9375rem;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(4)}`};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bgMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;

  svg {
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`;

const Tree = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding-top: ${({ theme }) => theme.space(3)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: block;
    padding-top: 0;
  }
`;

const List = styled.ul<{ $nested?: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $nested, theme }) =>
    $nested
      ? `margin-left: ${theme.space(3)}; padding-left: ${theme.space(3)}; border-left: 1px solid ${theme.colors.border};`
      : ''}
`;

const GroupLabel = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NestedGroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Item = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  line-height: 1.4;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  &[aria-current='page'],
  &[aria-current='location'] {
    color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }
`;

interface BranchProps {
  nodes: readonly DocTreeNode[];
  prefix: string;
  depth: number;
  currentPath: string;
}

function Branch({ nodes, prefix, depth, currentPath }: BranchProps) {
  const { locale, localePath } = useI18n();
  return (
    <List $nested={depth > 1}>
      {nodes.map((node) => {
        const path = prefix ? `${prefix}/${node.segment}` : node.segment;
        const title = node.title[locale];
        return (
          <li key={path}>
            {!node.group ? (
              <Item
                to={localePath(docsPagePath(path))}
                aria-current={
                  path === currentPath
                    ? 'page'
                    : node.sidebarChildren === false && currentPath.startsWith(`${path}/`)
                      ? 'location'
                      : undefined
                }
              >
                {title}
              </Item>
            ) : depth === 0 ? (
              <GroupLabel>{title}</GroupLabel>
            ) : (
              <NestedGroupLabel>{title}</NestedGroupLabel>
            )}
            {node.children.length > 0 && node.sidebarChildren !== false && (
              <Branch
                nodes={node.children}
                prefix={path}
                depth={depth + 1}
                currentPath={currentPath}
              />
            )}
          </li>
        );
      })}
    </List>
  );
}

/** The documentation tree; on phones it folds behind a toggle above the article. */
export function DocsSidebar({ currentPath }: { currentPath: string }) {
  const { t, localePath } = useI18n();
  const treeId = useId();
  // Open "for" a path: navigating to another page folds the tree again without an effect.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === currentPath;

  return (
    <Nav aria-label={t('docs.sidebar.label')}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={treeId}
        onClick={() => setOpenFor(open ? null : currentPath)}
      >
        {t('docs.sidebar.toggle')}
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Toggle>
      <Tree id={treeId} $open={open}>
        <List>
          <li>
            <Item
              to={localePath(docsPagePath(''))}
              aria-current={currentPath === '' ? 'page' : undefined}
            >
              {t('docs.sidebar.overview')}
            </Item>
          </li>
        </List>
        <Branch nodes={docsTree} prefix="" depth={0} currentPath={currentPath} />
      </Tree>
    </Nav>
  );
}

import type { OwnershipMapView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import { Background, Controls, ReactFlow, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useState } from 'react';
import { layOutWithElk } from './layOutWithElk';

/** The map drawn with React Flow (pan, zoom, drag), laid out by elkjs. */
export const OwnershipGraph = ({ map }: { map: OwnershipMapView }) => {
  const [layout, setLayout] = useState<{ nodes: Node[]; edges: Edge[] } | null>(null);
  useEffect(() => {
    let current = true;
    void layOutWithElk(map).then((next) => current && setLayout(next));
    return () => {
      current = false;
    };
  }, [map]);
  return (
    <Box sx={{ height: 560, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="ownership-graph">
      {layout && (
        <ReactFlow nodes={layout.nodes} edges={layout.edges} fitView nodesConnectable={false} proOptions={{ hideAttribution: true }}>
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      )}
    </Box>
  );
};

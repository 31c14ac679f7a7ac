set terminal svg size 900,420 dynamic
set output '/work/s11/cs_pair/casestudy_detailed/casestudy_time.svg'
set title "Normalized execution time (M-SGPU = 1)"
set ylabel "execution time / M-SGPU"
set style data histogram
set style histogram cluster gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set key top left
set grid ytics
set yrange [0:*]
set datafile missing 'NaN'
plot '/work/s11/cs_pair/casestudy_detailed/casestudy_time.svg.dat' using 2:xtic(1) title columnheader(2) lc rgb '#7f7f7f', '' using 3 title columnheader(3) lc rgb '#ed7d31', '' using 4 title columnheader(4) lc rgb '#4472c4'
